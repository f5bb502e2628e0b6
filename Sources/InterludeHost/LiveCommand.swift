/// The live window's keys: what each asks the session to do.
package enum LiveCommand: Equatable, Sendable {
    /// Space: stop or restart the clock.
    case togglePause
    /// →: one frame forward (while paused).
    case stepForward
    /// ←: one frame back (while paused), by replaying the session up to the frame before.
    case stepBackward
    /// S: the clock at a tenth of real time, or back at full speed.
    case toggleSlowAnimations
    /// R: the scene built anew, at time 0, with no touches recorded.
    case restart
    /// Esc (or closing the window): stop.
    case quit
}
