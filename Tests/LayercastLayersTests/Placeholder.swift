// Tests for LayercastLayers arrive with its issue.
