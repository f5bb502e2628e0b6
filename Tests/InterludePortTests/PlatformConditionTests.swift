import Testing
@testable import InterludePort

@Suite("#if os(iOS): files guarded for iOS compile with Interlude")
struct PlatformConditionTests {
    @Test("os(iOS) widens to canImport(UIKit), in compound and negated conditions too; other tests stay")
    func widened() throws {
        let before = """
            #if os(iOS)
            import UIKit
            #endif
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif os(macOS)
            let b = 2
            #endif
            #if !os(iOS)
            let c = 3
            #endif
            """
        let after = """
            #if (os(iOS) || canImport(UIKit))
            import UIKit
            #endif
            #if (os(iOS) || canImport(UIKit)) || os(tvOS)
            let a = 1
            #elseif os(macOS)
            let b = 2
            #endif
            #if !(os(iOS) || canImport(UIKit))
            let c = 3
            #endif
            """
        #expect(try ported(before) == after)
        #expect(try ported(after) == after)
        #expect(try findings(before) == [])
    }
}
