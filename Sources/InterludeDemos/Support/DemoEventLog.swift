/// What happened in a demo, in order ("Grid.viewWillDisappear", "preview finished"): appearance
/// callbacks and app events, shared by a demo's controllers so tests can compare the whole list.
@MainActor
final class DemoEventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}
