// `interlude-port`: its own executable, so that swift-syntax is built and linked only by those who
// port code, not by every build of the `interlude` tool (which forwards `interlude port` here).
PortCommand.main()
