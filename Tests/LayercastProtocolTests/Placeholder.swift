// Tests for LayercastProtocol arrive with its issue.
