import SwiftSyntax

/// The first pass over one file: every rewrite that replaces a node where it stands (attributes,
/// selectors, runtime calls, renames, optional requirements). Moves between declarations follow in
/// ``StructuralEdits``. Findings are located on the original nodes, which the rewriter visits before
/// their children are rewritten.
final class PortRewriter: SyntaxRewriter {
    private let context: PortContext
    private var log: FindingLog { context.log }

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Compilation conditions

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var clause = super.visit(node)
        if let condition = clause.condition, let widened = PlatformConditionRewriting.rewrite(condition) {
            clause.condition = widened
        }
        return clause
    }

    // MARK: Declarations

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if [
            "responds", "forwardingTarget", "methodSignature", "forwardInvocation", "resolveInstanceMethod",
            "resolveClassMethod", "method",
        ].contains(node.name.text),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        {
            log.report(
                "override of `\(node.name.text)` relies on Objective-C message dispatch, which Swift on Linux "
                    + "does not have: it is never called", at: node)
        }
        let visited = super.visit(node).cast(FunctionDeclSyntax.self)
        let stripped = strip(visited, original: node, name: "\(node.name.text)(\(Self.labels(of: node)))")
        return DeclSyntax(RenameRewriting.rewrite(declaration: stripped))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let name = node.bindings.first?.pattern.trimmedDescription ?? "property"
        if node.attributes.contains(where: { ObjCOnlyAttributes.name(of: $0) == "NSManaged" }) {
            // A layer's dynamic property becomes accessors over its key-value storage (see LayerDynamicProperties).
            if let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self), // item → list → block → class
                context.requiredInitializers.isLayerClass(owner.name.text)
            {
                if let rewritten = LayerDynamicProperties.rewrite(node) { return DeclSyntax(rewritten) }
                log.report(
                    "`@NSManaged` property `\(name)` of a layer: write it as accessors over `value(forKey:)` and "
                        + "`setValue(_:forKey:)` (no zero value is known for its type)", at: node)
            } else {
                log.report("`@NSManaged` property `\(name)`: Core Data is not available; store the value yourself", at: node)
            }
        }
        var visited = strip(super.visit(node).cast(VariableDeclSyntax.self), original: node, name: name)
        if let protocolName = implementedOptionalTypedRequirement(node) {
            visited = OptionalRequirement.optionalTyped(visited)
            log.report(
                "`\(name)` implements `\(protocolName).\(name)`, which is optional-typed now: declared optional too",
                at: node)
        }
        return DeclSyntax(visited)
    }

    /// The protocol whose optional-typed requirement (see ``OptionalRequirementCatalog``) the
    /// property `node` implements: a non-optional property of that name in a type or extension that
    /// adopts the protocol.
    private func implementedOptionalTypedRequirement(_ node: VariableDeclSyntax) -> String? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type, !NeutralValue.isOptional(type),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
            let owner = node.parent?.parent?.parent?.parent, // item → list → block → type
            let inherited = owner.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes
        else { return nil }
        for entry in inherited {
            let adopted = entry.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            if context.catalog.optionalTypedProperties[adopted]?.contains(name) == true { return adopted }
        }
        return nil
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        if node.attributes.contains(where: { ObjCOnlyAttributes.name(of: $0) == "UIApplicationMain" }) {
            log.report(RenameRewriting.applicationMainReason, at: node)
        }
        return DeclSyntax(strip(super.visit(node).cast(ClassDeclSyntax.self), original: node, name: node.name.text))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(StructDeclSyntax.self), original: node, name: node.name.text))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(EnumDeclSyntax.self), original: node, name: node.name.text))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        DeclSyntax(
            strip(super.visit(node).cast(ExtensionDeclSyntax.self), original: node, name: node.extendedType.trimmedDescription))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        var stripped = strip(super.visit(node).cast(InitializerDeclSyntax.self), original: node, name: "init")
        // Only in the class body itself: an extension's initializers are convenience ones.
        if let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) { // item → list → block → class
            stripped = context.requiredInitializers.rewrite(stripped, inClass: owner.name.text)
        }
        return DeclSyntax(stripped)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(SubscriptDeclSyntax.self), original: node, name: "subscript"))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var decl = strip(super.visit(node).cast(ProtocolDeclSyntax.self), original: node, name: node.name.text)
        let wasObjC = node.attributes.contains { ObjCOnlyAttributes.name(of: $0) == "objc" }
        // An @objc protocol is class-bound; `weak var delegate: P?` needs that to stay true.
        if wasObjC, decl.inheritanceClause == nil {
            let anyObject = InheritedTypeSyntax(
                type: IdentifierTypeSyntax(
                    name: .identifier("AnyObject"),
                    trailingTrivia: decl.name.trailingTrivia))
            decl.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space), inheritedTypes: [anyObject])
            decl.name = decl.name.with(\.trailingTrivia, [])
        }
        return DeclSyntax(replacingOptionalRequirements(of: decl, original: node))
    }

    /// Removes `optional` from the protocol's requirements and records the default implementations
    /// for ``StructuralEdits`` to add in an extension after the protocol.
    private func replacingOptionalRequirements(of decl: ProtocolDeclSyntax, original: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        var members: [MemberBlockItemSyntax] = []
        var defaults: [String] = []
        var changed = false
        let isPublic = decl.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        for (member, originalMember) in zip(decl.memberBlock.members, original.memberBlock.members) {
            guard OptionalRequirement.isOptional(member.decl) else {
                members.append(member)
                continue
            }
            // Remove `optional` the way Objective-C attributes are removed (comments and indentation kept).
            var required = Self.removingOptional(from: member.decl)
            changed = true
            let name =
                (required.as(FunctionDeclSyntax.self)?.name.text ?? OptionalRequirement.propertyName(required)) ?? "requirement"
            if OptionalRequirement.becomesOptionalType(required), let variable = required.as(VariableDeclSyntax.self) {
                let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription ?? ""
                required = DeclSyntax(OptionalRequirement.optionalTyped(variable))
                log.report(
                    "optional requirement `\(decl.name.text).\(name)` is a `\(type)`, which has no neutral value: "
                        + "it is now `\(type)?`, nil by default, as callers read it on iOS; conformers must declare it "
                        + "optional too (those ported with it were changed; others would not be called)",
                    at: originalMember.decl)
            }
            members.append(member.with(\.decl, required))
            switch OptionalRequirement.defaultImplementation(of: required) {
            case let .implementation(text, changesMeaning, value):
                defaults.append((isPublic ? "public " : "") + text)
                if changesMeaning {
                    log.report(
                        "optional requirement `\(decl.name.text).\(name)` now has a default returning \(value); "
                            + "callers that fell back when a conformer did not implement it now get \(value)",
                        at: originalMember.decl)
                }
            case let .none(reason):
                log.report(
                    "optional requirement `\(decl.name.text).\(name)` \(reason): it is now required, "
                        + "so every conformer must implement it", at: originalMember.decl)
            }
        }
        guard changed else { return decl }
        if !defaults.isEmpty, let name = EnclosingType.qualifiedName(ofProtocol: original) {
            let memberIndentation = original.memberBlock.members.first?.leadingTrivia.indentation ?? "    "
            let unit = String(memberIndentation.dropFirst(original.leadingTrivia.indentation.count))
            context.protocolDefaults.append(
                ProtocolDefaults(
                    protocolName: name, isPublic: isPublic, members: defaults,
                    indentationUnit: unit.isEmpty ? "    " : unit))
        }
        return decl.with(\.memberBlock.members, MemberBlockItemListSyntax(members))
    }

    private static func removingOptional(from decl: DeclSyntax) -> DeclSyntax {
        func remove<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> DeclSyntax {
            Syntax(decl.removing(attributes: [], modifiers: [.optional]).0).cast(DeclSyntax.self)
        }
        if let function = decl.as(FunctionDeclSyntax.self) { return remove(function) }
        if let variable = decl.as(VariableDeclSyntax.self) { return remove(variable) }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { return remove(subscriptDecl) }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return remove(initializer) }
        return decl
    }

    /// The declaration without Objective-C-only attributes; reports what a person must redo.
    private func strip<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D, original: D, name: String) -> D {
        let (stripped, removed) = decl.removing(
            attributes: ObjCOnlyAttributes.attributeNames,
            modifiers: ObjCOnlyAttributes.modifierKeywords)
        for attribute in removed.attributeNames {
            switch attribute {
            case "IBOutlet":
                log.report(
                    "`@IBOutlet` removed from `\(name)`: a storyboard or nib filled it; create the view in code "
                        + "and assign it", at: original)
            case "IBAction":
                log.report(
                    "`@IBAction` removed from `\(name)`: a storyboard or nib connected it; connect it with "
                        + "addTarget(_:action:for:)", at: original)
            default:
                break
            }
        }
        if !removed.modifierNames.isEmpty {
            log.report(
                "`dynamic` removed from `\(name)`: key-value observing or swizzling of it does not see "
                    + "changes without Objective-C", at: original)
        }
        return stripped
    }

    private static func labels(of function: FunctionDeclSyntax) -> String {
        function.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
    }

    // MARK: Types and names

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        if node.name.text == "Selector" {
            log.report("`Selector` has no equivalent here: store an unapplied method reference or a closure", at: node)
        }
        let visited = super.visit(node)
        guard node.genericArgumentClause == nil, let renamed = RenameRewriting.renamed(node.name),
            let type = visited.as(IdentifierTypeSyntax.self)
        else { return visited }
        return TypeSyntax(type.with(\.name, renamed))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        guard !isMemberName, node.argumentNames == nil else { return super.visit(node) }
        if let renamed = RenameRewriting.renamed(node.baseName) { return ExprSyntax(node.with(\.baseName, renamed)) }
        if let property = UIKitRenames.properties[node.baseName.text] {
            return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(property))))
        }
        return super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let member = visited.as(MemberAccessExprSyntax.self) else { return visited }
        return RenameRewriting.rewrite(member: member) ?? visited
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var sequence = visited.as(SequenceExprSyntax.self) else { return visited }
        sequence = ClassKeyValueCoding.rewrite(sequence: sequence, original: node) ?? sequence
        return ExprSyntax(RenameRewriting.rewrite(sequence: sequence) ?? sequence)
    }

    // MARK: Calls and selectors

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationMain" {
            log.report(RenameRewriting.applicationMainReason, at: node)
            return visited
        }
        // `Selector("name")` standing alone (as an argument, the call it is passed to decides).
        if SelectorReference.isSelector(ExprSyntax(node)), !Self.isCallArgument(node) {
            RuntimeCallRewriting.reportSelector(ExprSyntax(node), in: nil, context: context)
            return visited
        }
        call = context.catalog.plainCall(call)
        call = RenameRewriting.rewrite(methodCall: call)
        if let rewritten = TargetActionRewriting.rewrite(original: node, current: call, context: context)
            ?? NotificationObserverRewriting.rewrite(original: node, current: call, context: context)
            ?? RuntimeCallRewriting.rewrite(original: node, current: call, context: context)
            ?? ClassKeyValueCoding.rewrite(original: node, current: call, context: context)
            ?? RenameRewriting.rewrite(functionCall: call, original: node, log: log)
        {
            return rewritten
        }
        for argument in node.arguments where SelectorReference.isSelector(argument.expression) {
            RuntimeCallRewriting.reportSelector(argument.expression, in: node, context: context)
        }
        return ExprSyntax(call)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector":
            if !Self.isCallArgument(node) { RuntimeCallRewriting.reportSelector(ExprSyntax(node), in: nil, context: context) }
        case "keyPath":
            // A key path for key-value coding is its string: `#keyPath(CALayer.opacity)` is "opacity".
            if let keyPath = KeyPathText.of(node) { return SourceText.expression("\"\(keyPath)\"").withTrivia(of: node) }
            log.report("`\(node.trimmedDescription)`: write the key path as a string", at: node)
        default:
            break
        }
        return super.visit(node)
    }

    /// Whether the expression is an argument of a call (which then decides what to do with it).
    private static func isCallArgument(_ node: some ExprSyntaxProtocol) -> Bool {
        node.parent?.is(LabeledExprSyntax.self) == true && node.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
    }
}
