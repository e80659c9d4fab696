// Tests for LayercastUI arrive with its issue.
