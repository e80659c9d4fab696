print("layercast-bench: not built yet")
