@testable import InterludePort

/// Ports one snippet as `Input.swift`.
func port(_ text: String) throws -> PortedFile {
    try Porter.port(text, path: "Input.swift")
}

/// The ported text of one snippet.
func ported(_ text: String) throws -> String {
    try port(text).text
}

/// The findings of one snippet as printed: `Input.swift:LINE: reason`.
func findings(_ text: String) throws -> [String] {
    try port(text).findings.map(\.description)
}
