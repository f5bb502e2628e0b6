import InterludeSoak
import Testing

/// The random-use soak in the default test run: 10,000 operations over two seeds. `interlude-soak`
/// runs longer ones in release mode (scripts/soak.sh).
@MainActor
@Suite("Random use leaves the hierarchy consistent and frees what left it")
struct RandomUseSoakTests {
    @Test("seeded random navigation, tab and presentation operations", arguments: [UInt64(1), 2])
    func randomUse(seed: UInt64) {
        switch RandomUseSoak(seed: seed).run(operations: 5_000) {
        case .success(let summary):
            #expect(summary.controllersCreated > 1_000)
        case .failure(let failure):
            Issue.record("\(failure)")
        }
    }
}
