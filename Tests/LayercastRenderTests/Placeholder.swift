// Tests for LayercastRender arrive with its issue.
