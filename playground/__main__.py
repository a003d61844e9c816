from playground.cli import main

# The guard matters: the model process and the quantizer are started with the "spawn" method,
# which imports the parent's main module again in the child.
if __name__ == "__main__":
    raise SystemExit(main())
