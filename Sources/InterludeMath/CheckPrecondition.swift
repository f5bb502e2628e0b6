/// Stops the program with `message` when `condition` is false, in every build configuration.
///
/// Misuse must fail loudly and say what to fix; `precondition` drops its message in optimized
/// builds, so public initializers check their arguments with this instead.
func checkPrecondition(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
