import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `interlude port`: rewrites UIKit sources written for iOS so they compile against Interlude.
///
/// Swift on Linux has no Objective-C runtime. Porting removes the attributes only that runtime and
/// Interface Builder read (`@objc`, `dynamic`, `@IBOutlet`, …), turns selector-based target–action
/// pairs into method references or closures, makes `@objc optional` protocol requirements plain
/// requirements with default implementations, moves overrides out of extensions, rewrites the
/// `responds(to:)`/`perform(_:)` calls it can, applies the Swift 4.2 UIKit renames, and imports
/// UIKit where a framework's file relied on its umbrella header. What it
/// cannot convert stays in the file, unchanged, and is reported as a finding.
public enum Porter {
    /// Ports `sources` together (a protocol in one file decides the call sites in the others).
    /// Throws for the first file with a syntax error; then nothing is ported.
    public static func port(_ sources: [PortSource]) throws(PortInputError) -> [PortedFile] {
        var trees: [SourceFileSyntax] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            if let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
                let location = error.location(converter: SourceLocationConverter(fileName: source.path, tree: tree))
                throw .syntaxError(path: source.path, line: location.line, column: location.column, message: error.message)
            }
            trees.append(tree)
        }
        let catalog = OptionalRequirementCatalog(trees)
        let requiredInitializers = RequiredInitializers(trees)
        let batchImportsUIKit = trees.contains(where: UIKitImport.importsUIKit)
        return zip(sources, trees).map { source, tree in
            let log = FindingLog(path: source.path, tree: tree)
            let context = PortContext(
                log: log, catalog: catalog, methods: MethodIndex(tree), requiredInitializers: requiredInitializers)
            ExtensionOverrides.report(in: tree, log: log)
            requiredInitializers.reportMissing(in: tree, log: log)
            let rewritten = PortRewriter(context: context).rewrite(tree).cast(SourceFileSyntax.self)
            let edited = StructuralEdits.apply(to: rewritten, defaults: context.protocolDefaults)
            let result = batchImportsUIKit ? UIKitImport.add(to: edited, original: tree, log: log) : edited
            return PortedFile(path: source.path, originalText: source.text, text: result.description, findings: log.sorted)
        }
    }

    /// Ports one text; for tests and callers with a single file.
    public static func port(_ text: String, path: String = "Input.swift") throws(PortInputError) -> PortedFile {
        try port([PortSource(path: path, text: text)])[0]
    }
}
