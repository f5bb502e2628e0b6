// `interlude`: list, render, export, gallery, compare (InterludeCommandLine) and port.
InterludeCommand.main()
