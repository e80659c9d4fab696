// Placeholder: LayercastUI is built by its issue.
