print("interlude")
