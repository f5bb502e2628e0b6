import SwiftSyntax

/// `import UIKit` for files that use UIKit's names without importing it.
///
/// The Swift files of an Xcode framework see UIKit through the framework's umbrella header, so
/// some libraries import only Foundation (or nothing) in files that use `UIView` or
/// `CGAffineTransform`. A Swift package has no umbrella header: such a file needs the import.
/// Applied when other files ported with it import UIKit (the sign of a UIKit module; a lone
/// snippet is left as written).
enum UIKitImport {
    /// Modules that bring all of UIKit's names.
    private static let uiKitModules: Set<String> = ["UIKit", "Interlude"]
    /// Modules that bring Core Animation's (`CA…`) and Core Graphics' (`CG…`) names.
    private static let quartzModules: Set<String> = ["QuartzCore", "InterludeQuartzCore"]
    /// Modules that bring Core Graphics' names.
    private static let graphicsModules: Set<String> = ["CoreGraphics", "InterludeGraphics"]
    /// The Core Graphics names Foundation itself declares on Linux (swift-corelibs-foundation).
    private static let foundationGeometry: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect"]
    /// Foundation's names that a file without any import can only have had from the umbrella header.
    private static let foundationNames: Set<String> = [
        "TimeInterval", "Date", "URL", "Data", "IndexPath", "IndexSet", "Notification", "NotificationCenter",
        "DispatchQueue", "Bundle", "UserDefaults", "Locale", "Calendar", "DateFormatter", "NumberFormatter",
    ]

    /// Whether the file imports UIKit (or Interlude) at its top level.
    static func importsUIKit(_ tree: SourceFileSyntax) -> Bool {
        !importedModules(tree).isDisjoint(with: uiKitModules)
    }

    private static func importedModules(_ tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
    }

    /// `tree` with `import UIKit` after its last top-level import (or first, when it has none) if
    /// `original` uses names its imports do not bring; reported to `log`.
    static func add(to tree: SourceFileSyntax, original: SourceFileSyntax, log: FindingLog) -> SourceFileSyntax {
        let imported = importedModules(original)
        guard imported.isDisjoint(with: uiKitModules), let name = firstUncoveredName(in: original, imported: imported)
        else { return tree }
        log.report(
            "added `import UIKit`: the file uses `\(name.text)` without importing UIKit (an Xcode framework "
                + "sees UIKit through its umbrella header, a package does not)", at: name)
        var statements = Array(tree.statements)
        let position = statements.lastIndex { $0.item.is(ImportDeclSyntax.self) }.map { $0 + 1 } ?? 0
        var importItem = SourceText.statements("import UIKit").first!
        if position == 0, let first = statements.first {
            // Keep a header comment above the import: it belongs to the file, not to the first declaration.
            importItem = importItem.with(\.leadingTrivia, first.leadingTrivia)
            statements[0] = first.with(\.leadingTrivia, .newlines(2))
            statements.insert(importItem.with(\.trailingTrivia, []), at: 0)
        } else {
            statements.insert(importItem.with(\.leadingTrivia, .newline), at: position)
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    /// The first name of a UIKit, Core Animation or Core Graphics type the file's imports leave out.
    private static func firstUncoveredName(in tree: SourceFileSyntax, imported: Set<String>) -> TokenSyntax? {
        let hasQuartz = !imported.isDisjoint(with: quartzModules)
        let hasGraphics = hasQuartz || !imported.isDisjoint(with: graphicsModules)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text.count > 2 else { continue }
            if imported.isEmpty && (foundationNames.contains(text) || foundationGeometry.contains(text)) { return token }
            let prefix = text.prefix(2)
            guard text.dropFirst(2).first?.isUppercase == true else { continue }
            switch prefix {
            case "UI": return token
            case "CA" where !hasQuartz: return token
            case "CG" where !hasGraphics && !foundationGeometry.contains(text): return token
            default: continue
            }
        }
        return nil
    }
}
