// Placeholder: LayercastLayers is built by its issue.
