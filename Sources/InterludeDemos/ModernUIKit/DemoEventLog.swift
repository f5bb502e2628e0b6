import Interlude

/// What a modern-UIKit demo's delegates heard, in order ("sheet.didChangeDetent(medium)"): the
/// record the tests compare with UIKit's documented callback order.
@MainActor
public final class DemoEventLog {
    /// The events so far, oldest first.
    public private(set) var entries: [String] = []

    /// An empty log.
    public init() {}

    /// Appends `entry`.
    public func add(_ entry: String) { entries.append(entry) }
}
