print("layercast-dump: not built yet")
