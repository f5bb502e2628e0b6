import Foundation
import InterludeExport

/// Reads a touch script recorded by `interlude play --record` for `scene`, checking it against the
/// window size asked for; its problems become one-line errors naming the file. Shared by `export
/// --script` and `play --script`.
package func loadTouchScript(_ file: String, scene: String, requestedSize: CGSize?) throws -> TouchScript {
    do {
        let script = try TouchScript.load(contentsOf: URL(fileURLWithPath: file))
        _ = try script.windowSize(forScene: scene, requestedSize: requestedSize)
        return script
    } catch let error as TouchScriptError {
        throw CLIError(error.description)
    } catch let problem as TouchScriptError.Problem {
        throw CLIError(problem.error(inFile: file).description)
    }
}
