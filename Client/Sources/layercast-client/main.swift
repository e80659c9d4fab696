print("layercast-client: not built yet")
