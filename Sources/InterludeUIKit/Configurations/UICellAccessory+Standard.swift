/// The standard accessories and their options, UIKit's `UICellAccessory` factory methods. Each
/// option left nil keeps the accessory's default.
extension UICellAccessory {
    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a detail (info) button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of a reordering control.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether a separator line shows before the control (not drawn by Interlude).
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a deletion, insertion or multiselection control.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insertion control.
    public typealias InsertOptions = DeleteOptions
    /// Options of a multiselection control.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// Options of a label.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            (self.font, self.adjustsFontForContentSizeCategory) = (font, adjustsFontForContentSizeCategory)
        }
    }

    /// A custom view as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (else it takes its `sizeThatFits(_:)`).
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
        ) {
            (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden)
            (self.reservedLayoutWidth, self.tintColor, self.maintainsFixedSize) = (
                reservedLayoutWidth, tintColor, maintainsFixedSize
            )
        }
    }

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// A checkmark in the tint color.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// The red deletion control; `actionHandler` runs on a tap.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// The green insertion control; `actionHandler` runs on a tap.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// The reordering grip.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// The multiselection circle, filled with a check while the cell is selected.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(
            .multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor)
    }

    /// A chevron that turns down while the cell is expanded. A tap runs `actionHandler`; without
    /// one, the cell's default outline action (toggling the item's expansion in a section
    /// snapshot, which a data source supplies through ``UICollectionViewListCell``'s outline hook).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A text at the trailing edge, in `secondaryLabel` body text by default.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The info button; `actionHandler` runs on a tap.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, action: actionHandler)
    }

    /// A view of your own, placed as `configuration` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed, position): (Bool, DisplayedState, Position)
        switch configuration.placement {
        case .leading(let state, let at): (leading, displayed, position) = (true, state, at)
        case .trailing(let state, let at): (leading, displayed, position) = (false, state, at)
        }
        return UICellAccessory(
            .custom(configuration.customView, leading: leading, position: position), displayed: displayed,
            isHidden: configuration.isHidden, width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }
}
