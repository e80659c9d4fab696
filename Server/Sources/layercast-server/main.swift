print("layercast-server: not built yet")
