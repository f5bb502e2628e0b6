/// A unified diff of two texts, as `diff -u` prints it (what `--dry-run` shows).
public enum UnifiedDiff {
    /// The diff from `old` to `new` with `context` unchanged lines around each change, headed
    /// `--- path` / `+++ path` (apply with `patch -p0`); empty when the texts are equal.
    public static func between(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = Lines(old), newLines = Lines(new)
        let edits = editScript(oldLines.lines, newLines.lines)
        // Line counters before each edit, to number the hunks.
        var positions: [(old: Int, new: Int)] = []
        var oldLine = 0, newLine = 0
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .equal: oldLine += 1; newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        positions.append((oldLine, newLine))
        let changes = edits.indices.filter { if case .equal = edits[$0] { false } else { true } }

        var output = "--- \(path)\n+++ \(path)\n"
        var index = 0
        while index < changes.count {
            var last = index
            while last + 1 < changes.count, changes[last + 1] - changes[last] <= 2 * context { last += 1 }
            let start = max(0, changes[index] - context)
            let end = min(edits.count, changes[last] + context + 1)
            let oldCount = positions[end].old - positions[start].old
            let newCount = positions[end].new - positions[start].new
            output += "@@ -\(range(positions[start].old, oldCount)) +\(range(positions[start].new, newCount)) @@\n"
            for edit in edits[start..<end] {
                switch edit {
                case let .equal(line, _): output += oldLines.printed(line, prefix: " ")
                case let .delete(line): output += oldLines.printed(line, prefix: "-")
                case let .insert(line): output += newLines.printed(line, prefix: "+")
                }
            }
            index = last + 1
        }
        return output
    }

    /// `start,count` as diff numbers it: 1-based, the count left out when it is 1, the line before
    /// the hunk when the range is empty.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    private enum Edit {
        case equal(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// A text's lines, and whether its last line lacks a line break (diff marks that).
    private struct Lines {
        let lines: [Substring]
        let lacksFinalNewline: Bool

        init(_ text: String) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" {
                lines.removeLast()
                lacksFinalNewline = false
            } else {
                lacksFinalNewline = !text.isEmpty
            }
            self.lines = lines
        }

        func printed(_ line: Int, prefix: String) -> String {
            let marker = lacksFinalNewline && line == lines.count - 1 ? "\n\\ No newline at end of file" : ""
            return prefix + lines[line] + marker + "\n"
        }
    }

    /// The shortest edit script from `a` to `b` (Myers' algorithm).
    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count, limit = n + m, offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for depth in 0...limit {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x =
                    diagonal == -depth || (diagonal != depth && frontier[diagonal - 1 + offset] < frontier[diagonal + 1 + offset])
                    ? frontier[diagonal + 1 + offset]
                    : frontier[diagonal - 1 + offset] + 1
                var y = x - diagonal
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[diagonal + offset] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let diagonal = x - y
            let previousDiagonal =
                diagonal == -depth || (diagonal != depth && previous[diagonal - 1 + offset] < previous[diagonal + 1 + offset])
                ? diagonal + 1 : diagonal - 1
            let previousX = previous[previousDiagonal + offset]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                edits.append(.equal(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if depth > 0 {
                edits.append(x == previousX ? .insert(y - 1) : .delete(x - 1))
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
