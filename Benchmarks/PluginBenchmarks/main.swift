print("plugin benchmarks")
