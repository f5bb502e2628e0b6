/// Stops the program with `message` when `condition` is false, in every build configuration.
///
/// `precondition` drops its message in optimized builds; misuse must say what to fix.
func checkPrecondition(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
