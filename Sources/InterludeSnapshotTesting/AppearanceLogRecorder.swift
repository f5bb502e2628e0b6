import Foundation
import Interlude

/// Collects the appearance callbacks sent while it records, as lines with their clock times.
@MainActor
final class AppearanceLogRecorder {
    /// The clock the times are read from; until it is set, callbacks are logged at 0.
    var clock: MediaClock?
    /// Clock time of offset 0.
    var start: Double = 0
    private var lines: [String] = []

    /// Runs `body` with every appearance callback logged; the log, one line a callback.
    func recording(_ body: () -> Void) -> String {
        let previous = AppearanceCallbackObservation.observer
        AppearanceCallbackObservation.observer = { [unowned self] controller, callback, animated in
            previous?(controller, callback, animated)
            let time = (clock?.now ?? start) - start
            lines.append(
                String(format: "%.3f s  ", time)
                    + "\(ViewDescription.typeName(controller))\(ViewDescription.title(controller)): "
                    + "\(callback.rawValue)(\(animated))")
        }
        defer { AppearanceCallbackObservation.observer = previous }
        body()
        return lines.joined(separator: "\n")
    }
}
