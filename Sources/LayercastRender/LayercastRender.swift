// Placeholder: LayercastRender is built by its issue.
