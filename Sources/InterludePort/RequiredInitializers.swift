import SwiftSyntax

/// The initializers Interlude declares `required` where iOS declares them plain: `CALayer`'s `init()`
/// and `init(layer:)` (presentation copies are made of the layer's own class), `CAAnimation`'s
/// `init()` (`animation()` and copies make the dynamic class) and `UIViewPropertyAnimator`'s
/// `init(duration:timingParameters:)` (`runningPropertyAnimator` does), and the layout invalidation
/// contexts' `init()` (a layout makes contexts of its `invalidationContextClass`). iOS code overrides them with
/// `override init`; Swift asks for `required init`, so `override` is replaced. A subclass that
/// declares initializers of its own no longer inherits these and must declare them: reported.
struct RequiredInitializers {
    /// The framework classes whose subclasses the rule applies to, with their required initializers.
    private static let frameworkRoots: [String: [String]] = {
        let layer = ["init()", "init(layer:)"], animation = ["init()"]
        var roots: [String: [String]] = ["UIViewPropertyAnimator": ["init(duration:timingParameters:)"]]
        for name in ["CALayer", "CAShapeLayer", "CAGradientLayer"] { roots[name] = layer }
        for name in [
            "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
            "CAAnimationGroup", "CATransition", "UICollectionViewLayoutInvalidationContext",
            "UICollectionViewFlowLayoutInvalidationContext",
        ] {
            roots[name] = animation
        }
        return roots
    }()

    /// Each class of the ported files with the class it inherits from (its first inherited type).
    private var superclasses: [String: String] = [:]

    init(_ trees: [SourceFileSyntax]) {
        final class Collector: SyntaxVisitor {
            var superclasses: [String: String] = [:]
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if let first = node.inheritanceClause?.inheritedTypes.first {
                    superclasses[node.name.text] = first.type.trimmedDescription.split(separator: ".").last.map(String.init)
                }
                return .visitChildren
            }
        }
        for tree in trees {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            superclasses.merge(collector.superclasses) { first, _ in first }
        }
    }

    /// The required initializers (as `init(label:)`) of the class named `name`: those of the framework
    /// class it descends from, none for other classes. Cycles and unknown ancestors end the walk.
    func required(ofClass name: String) -> [String] {
        var current = name, seen: Set<String> = []
        while let parent = superclasses[current], seen.insert(current).inserted {
            if let initializers = Self.frameworkRoots[parent] { return initializers }
            current = parent
        }
        return []
    }

    /// Whether the class named `name` descends from `CALayer` (through classes of the ported files).
    func isLayerClass(_ name: String) -> Bool { required(ofClass: name).contains("init(layer:)") }

    /// `init(label:…)` for an initializer declaration, as `required(ofClass:)` names them.
    static func signature(of initializer: InitializerDeclSyntax) -> String {
        let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "init(\(labels.joined()))"
    }

    /// `initializer` with `override` replaced by `required` when it overrides one of its class's
    /// required initializers; unchanged otherwise (also when it already says `required`).
    func rewrite(_ initializer: InitializerDeclSyntax, inClass name: String) -> InitializerDeclSyntax {
        guard initializer.optionalMark == nil, required(ofClass: name).contains(Self.signature(of: initializer)),
            !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
            let index = initializer.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
        else { return initializer }
        var modifiers = initializer.modifiers
        modifiers[index] = modifiers[index].with(\.name, modifiers[index].name.with(\.tokenKind, .keyword(.required)))
        return initializer.with(\.modifiers, modifiers)
    }

    /// Reports each class that declares a designated initializer of its own but not all of its
    /// required initializers: Swift then stops inheriting them and rejects the class.
    func reportMissing(in tree: SourceFileSyntax, log: FindingLog) {
        final class Finder: SyntaxVisitor {
            var classes: [ClassDeclSyntax] = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                classes.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for decl in finder.classes {
            let required = required(ofClass: decl.name.text)
            guard !required.isEmpty else { continue }
            let initializers = decl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
            let declared = Set(initializers.map(Self.signature(of:)))
            let missing = required.filter { !declared.contains($0) }
            guard !designated.isEmpty, !missing.isEmpty else { continue }
            log.report(
                "`\(decl.name.text)` declares initializers of its own, so it must also declare "
                    + missing.map { "`required \($0)`" }.joined(separator: " and ")
                    + ", which Interlude's copies of the object call: add them, copying the class's properties",
                at: decl)
        }
    }
}
