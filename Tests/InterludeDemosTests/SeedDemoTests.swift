import Testing
import InterludeDemoScenes
import InterludeExport

@Suite("The seed demos")
struct SeedDemoTests {
    @Test("every demo of the gallery is listed once, with scenes named after it")
    func catalog() {
        #expect(SeedDemo.all.map(\.name).count == 7)
        #expect(Set(SeedDemo.all.map(\.seed)).isSubset(of: ["000", "001", "002", "003", "004"]))
        let names = SeedDemo.all.flatMap { $0.scenes.map(\.name) }
        #expect(Set(names).count == names.count)
        for name in names { #expect(SceneCatalog.seedDemos.scene(named: name) != nil) }
    }

    @Test("a demo is found by its name, in any case")
    func named() {
        #expect(SeedDemo.named("navanimator")?.name == "NavAnimator")
        #expect(SeedDemo.named("PUSHANDPOP")?.seed == "000")
        #expect(SeedDemo.named("Nav") == nil)
    }
}
