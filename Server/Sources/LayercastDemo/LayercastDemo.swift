// Placeholder: LayercastDemo is built by its issue.
