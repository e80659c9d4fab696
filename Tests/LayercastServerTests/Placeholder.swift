// Tests for LayercastServer arrive with its issue.
