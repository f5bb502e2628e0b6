import SwiftSyntax

/// What the rewrites of one file share: its findings, the protocols' optional requirements of every
/// ported file, the file's methods by type, and the default implementations to add after protocols.
final class PortContext {
    let log: FindingLog
    let catalog: OptionalRequirementCatalog
    let methods: MethodIndex
    let requiredInitializers: RequiredInitializers
    /// Default implementations of former optional requirements, by the protocol's qualified name.
    var protocolDefaults: [ProtocolDefaults] = []

    init(
        log: FindingLog, catalog: OptionalRequirementCatalog, methods: MethodIndex, requiredInitializers: RequiredInitializers
    ) {
        self.log = log
        self.catalog = catalog
        self.methods = methods
        self.requiredInitializers = requiredInitializers
    }
}
