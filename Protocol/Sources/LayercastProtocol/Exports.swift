/// The codec carries the model: a file that imports the protocol sees its messages and trees.
@_exported import LayercastModel
