import SwiftSyntax

/// Collects one file's findings, located on the file as it was before porting.
final class FindingLog {
    let path: String
    private let converter: SourceLocationConverter
    private var findings: [PortFinding] = []

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Records `reason` at the first line of `node`, which must belong to the original tree.
    func report(_ reason: String, at node: some SyntaxProtocol) {
        let line = node.startLocation(converter: converter).line
        let finding = PortFinding(file: path, line: line, reason: reason)
        if !findings.contains(finding) { findings.append(finding) }
    }

    /// The findings in line order (stable for one line).
    var sorted: [PortFinding] {
        findings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}
