import Testing
@testable import InterludePort

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("One changed line with three lines of context, numbered as diff -u numbers it")
    func singleChange() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacing("line 5\n", with: "LINE 5\n")
        #expect(
            UnifiedDiff.between(old, new, path: "A.swift") == """
                --- A.swift
                +++ A.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +LINE 5
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test("Distant changes make separate hunks; insertions and deletions count separately")
    func separateHunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "\($0)" }
        lines.remove(at: 1)
        lines.insert("19.5", at: 18) // between 19 and 20
        let new = lines.joined(separator: "\n") + "\n"
        #expect(
            UnifiedDiff.between(old, new, path: "B.swift") == """
                --- B.swift
                +++ B.swift
                @@ -1,5 +1,4 @@
                 1
                -2
                 3
                 4
                 5
                @@ -17,4 +16,5 @@
                 17
                 18
                 19
                +19.5
                 20

                """)
    }

    @Test("Equal texts give no diff; a missing final newline is marked")
    func edges() {
        #expect(UnifiedDiff.between("a\n", "a\n", path: "C.swift") == "")
        #expect(
            UnifiedDiff.between("a", "b", path: "C.swift") == """
                --- C.swift
                +++ C.swift
                @@ -1 +1 @@
                -a
                \\ No newline at end of file
                +b
                \\ No newline at end of file

                """)
    }
}
