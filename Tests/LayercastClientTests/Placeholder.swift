// Tests for LayercastClient arrive with its issue.
