extension LayerKeyPath {
    /// One animatable key path: its name, where its value lives in `LayerState`, and how layers
    /// treat it. Everything else about the path derives from this.
    struct Declaration: Sendable {
        /// The name animations, actions and setters use.
        let name: String
        /// Other spellings Core Animation accepts for the path.
        let aliases: [String]
        /// The stored type (or the transform function).
        let storage: Storage
        /// Where the value lives in `LayerState`, in bytes (0 for a transform function).
        let offset: UInt16
        /// The kind of layer that has the property: `.none` for every layer.
        let owner: CALayer.BuiltInDrawing
        /// Whether key-value coding reads and writes the property by this name (internal
        /// properties are not public keys).
        let isKeyValueProperty: Bool
        /// Whether changing the property animates implicitly.
        let animatesImplicitly: Bool
        /// Whether setting the property marks the layer's content changed, so that renderers draw
        /// it again (geometry does not).
        let redrawsContent: Bool
        /// The range the setter clamps a number to (`opacity`: 0…1); animations are not clamped.
        let setterRange: ClosedRange<Double>?

        /// The path to `field` of `LayerState`, named `name`.
        init<T: AnimatableProperty>(
            _ name: String, _ field: WritableKeyPath<LayerState, T>, aliases: [String] = [],
            on owner: CALayer.BuiltInDrawing = .none, redrawsContent: Bool = true, setterRange: ClosedRange<Double>? = nil,
            animatesImplicitly: Bool = true, isKeyValueProperty: Bool = true
        ) {
            // Paths read and write their value as bytes at its offset: it must be a stored field of plain data.
            guard let offset = MemoryLayout<LayerState>.offset(of: field), let offset = UInt16(exactly: offset) else {
                preconditionFailure("'\(name)': \(field) is not a stored field of LayerState")
            }
            precondition(_isPOD(T.self), "'\(name)': \(T.self) is not plain data")
            self.init(
                name: name, aliases: aliases, storage: T.storage, offset: offset, owner: owner,
                isKeyValueProperty: isKeyValueProperty, animatesImplicitly: animatesImplicitly,
                redrawsContent: redrawsContent, setterRange: setterRange)
        }

        /// The path of the transform function `function`, named `name`.
        static func transformFunction(_ name: String, _ function: TransformFunction, aliases: [String] = []) -> Self {
            Self(
                name: name, aliases: aliases, storage: .transformFunction(function), offset: 0, owner: .none,
                isKeyValueProperty: true, animatesImplicitly: true, redrawsContent: true, setterRange: nil)
        }

        private init(
            name: String, aliases: [String], storage: Storage, offset: UInt16, owner: CALayer.BuiltInDrawing,
            isKeyValueProperty: Bool, animatesImplicitly: Bool, redrawsContent: Bool, setterRange: ClosedRange<Double>?
        ) {
            self.name = name
            self.aliases = aliases
            self.storage = storage
            self.offset = offset
            self.owner = owner
            self.isKeyValueProperty = isKeyValueProperty
            self.animatesImplicitly = animatesImplicitly
            self.redrawsContent = redrawsContent
            self.setterRange = setterRange
        }
    }
}
