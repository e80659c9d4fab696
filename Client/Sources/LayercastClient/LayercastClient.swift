// Placeholder: LayercastClient is built by its issue.
