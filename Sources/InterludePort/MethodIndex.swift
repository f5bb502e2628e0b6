import SwiftSyntax

/// The methods each type of one file declares (in its body and in its extensions), by qualified type name.
struct MethodIndex {
    private var methods: [String: [(baseName: String, labels: [String?])]] = [:]

    init(_ tree: SourceFileSyntax) {
        final class Collector: SyntaxVisitor {
            var methods: [String: [(baseName: String, labels: [String?])]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let type = EnclosingType.name(of: node) {
                    let labels = node.signature.parameterClause.parameters.map {
                        $0.firstName.text == "_" ? nil : $0.firstName.text
                    }
                    methods[type, default: []].append((node.name.text, labels))
                }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        methods = collector.methods
    }

    /// The labels of the method `baseName` of `type` when every declaration with that name (and
    /// `arity` arguments, when given) agrees on them; nil when there is none or they differ.
    func labels(of baseName: String, in type: String, arity: Int? = nil) -> [String?]? {
        let candidates = (methods[type] ?? []).filter { $0.baseName == baseName && (arity == nil || $0.labels.count == arity) }
        guard let first = candidates.first, candidates.allSatisfy({ $0.labels == first.labels }) else { return nil }
        return first.labels
    }
}
