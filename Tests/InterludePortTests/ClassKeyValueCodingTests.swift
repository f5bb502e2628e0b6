import Testing
@testable import InterludePort

@Suite("Key-value coding sent to a class")
struct ClassKeyValueCodingTests {
    @Test("`UIApplication.value(forKeyPath: …)` becomes the class property, its cast a plain one, reported")
    func classLevelKeyPaths() throws {
        let before = """
            func application() -> UIApplication? {
                guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
                else { return nil }
                let screen = UIScreen.value(forKey: "mainScreen")
                let forced = UIApplication.value(forKeyPath: "shared") as! UIApplication
                let window = UIApplication.value(forKeyPath: "shared.keyWindow") as? UIWindow
                return application
            }
            """
        let file = try port(before)
        #expect(file.text.contains("guard let application = UIApplication.shared as UIApplication?\n"))
        #expect(file.text.contains("let screen = UIScreen.main\n"))
        #expect(file.text.contains("let forced = UIApplication.shared as UIApplication\n"))
        #expect(file.text.contains("let window = UIApplication.shared.keyWindow as UIWindow?\n"))
        #expect(file.findings.map(\.line) == [2, 4, 5, 6])
        #expect(
            file.findings[0].reason
                == "key-value coding on the class `UIApplication` needs the Objective-C runtime: now "
                + "`UIApplication.shared`, a typed value instead of `Any?`")
    }

    @Test("Instance key-value coding (layers support it), computed keys and dotted `forKey:` stay as they are")
    func otherKeyValueCodingStays() throws {
        let before = """
            func read(layer: CALayer, key: String) {
                _ = layer.value(forKeyPath: "transform.scale") as? CGFloat
                _ = UIApplication.value(forKeyPath: key)
                _ = UIApplication.value(forKey: "shared.keyWindow")
                _ = UIApplication.value(forKeyPath: "shared.\\(key)")
            }
            """
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.isEmpty)
    }

    @Test("Porting twice changes nothing the second time")
    func idempotent() throws {
        let once = try ported("let app = UIApplication.value(forKeyPath: \"shared\") as? UIApplication\n")
        #expect(once == "let app = UIApplication.shared as UIApplication?\n")
        #expect(try ported(once) == once)
    }
}
