// Placeholder: LayercastServer is built by its issue.
