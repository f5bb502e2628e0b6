import InterludeExport

/// What a live window plays by itself, besides what the pointer does.
public enum LivePlayback: Sendable {
    /// Nothing: the scene's initial state, driven by the mouse (or a touchscreen's first finger).
    case interactive
    /// The scene's own scripted cues, in real time; the pointer is ignored until they have run.
    case sceneCues
    /// A recorded touch script (`--record`), replayed in real time; the pointer is ignored until
    /// its last touch, and recording then continues it.
    case touchScript(TouchScript)
}
