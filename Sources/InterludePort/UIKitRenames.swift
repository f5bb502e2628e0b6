/// UIKit and Core Animation names as tutorial code of the seeds' era spells them, and as Swift spells
/// them today (the spelling Interlude uses).
///
/// Swift 4.2 (iOS 12 SDK) moved most of UIKit's free-standing enums, option sets and constants under
/// the type they belong to (`UIControlState` became `UIControl.State`), turned Core Animation's
/// `kCA…` string constants into typed values (`kCAFillModeForwards` became
/// `CAMediaTimingFillMode.forwards`), and renamed the view-controller containment calls. Swift 3 had
/// already turned the `CG…Make` functions and `…Zero` constants into initializers and static members;
/// those are here too because the seeds' oldest articles still use them. Apple's documentation gives
/// each Swift name's C identifier (`UIScrollView.DecelerationRate.fast` is
/// `c:@UIScrollViewDecelerationRateFast`); the pairs were checked that way.
enum UIKitRenames {
    /// An identifier used as a type or a value, and the qualified name that replaces it.
    static let names: [String: String] = {
        var names: [String: String] = [
            // UIControl
            "UIControlState": "UIControl.State",
            "UIControlEvents": "UIControl.Event",
            "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
            "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
            // UIView
            "UIViewAnimationOptions": "UIView.AnimationOptions",
            "UIViewAnimationCurve": "UIView.AnimationCurve",
            "UIViewAnimationTransition": "UIView.AnimationTransition",
            "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
            "UIViewContentMode": "UIView.ContentMode",
            "UIViewAutoresizing": "UIView.AutoresizingMask",
            "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
            "UISystemAnimation": "UIView.SystemAnimation",
            "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
            "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
            "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
            // Gesture recognizers, touches and events
            "UIGestureRecognizerState": "UIGestureRecognizer.State",
            "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
            "UITouchPhase": "UITouch.Phase",
            "UITouchType": "UITouch.TouchType",
            "UIEventType": "UIEvent.EventType",
            "UIEventSubtype": "UIEvent.EventSubtype",
            // Controllers
            "UINavigationControllerOperation": "UINavigationController.Operation",
            "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
            "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
            "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
            "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
            "UIPageViewControllerOptionsKey": "UIPageViewController.OptionsKey",
            "UIAlertActionStyle": "UIAlertAction.Style",
            "UIAlertControllerStyle": "UIAlertController.Style",
            "UIImagePickerControllerSourceType": "UIImagePickerController.SourceType",
            // Transition contexts (Swift 3 moved these string keys into typed keys)
            "UITransitionContextFromViewControllerKey": "UITransitionContextViewControllerKey.from",
            "UITransitionContextToViewControllerKey": "UITransitionContextViewControllerKey.to",
            "UITransitionContextFromViewKey": "UITransitionContextViewKey.from",
            "UITransitionContextToViewKey": "UITransitionContextViewKey.to",
            // Tables and collections
            "UITableViewCellStyle": "UITableViewCell.CellStyle",
            "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
            "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
            "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
            "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
            "UITableViewCellFocusStyle": "UITableViewCell.FocusStyle",
            "UITableViewCellStateMask": "UITableViewCell.StateMask",
            "UITableViewStyle": "UITableView.Style",
            "UITableViewScrollPosition": "UITableView.ScrollPosition",
            "UITableViewRowAnimation": "UITableView.RowAnimation",
            "UITableViewAutomaticDimension": "UITableView.automaticDimension",
            "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
            "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
            "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
            "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
            // Scroll views
            "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
            "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
            "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
            "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
            "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
            // Controls and bars
            "UIButtonType": "UIButton.ButtonType",
            "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
            "UIBarButtonItemStyle": "UIBarButtonItem.Style",
            "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
            "UITextFieldViewMode": "UITextField.ViewMode",
            "UITextBorderStyle": "UITextField.BorderStyle",
            "UITextFieldDidEndEditingReason": "UITextField.DidEndEditingReason",
            "UIDatePickerMode": "UIDatePicker.Mode",
            "UIStackViewDistribution": "UIStackView.Distribution",
            "UIStackViewAlignment": "UIStackView.Alignment",
            // Images, fonts, effects
            "UIBlurEffectStyle": "UIBlurEffect.Style",
            "UIImageRenderingMode": "UIImage.RenderingMode",
            "UIImageOrientation": "UIImage.Orientation",
            "UIImageResizingMode": "UIImage.ResizingMode",
            "UIFontTextStyle": "UIFont.TextStyle",
            "UIFontWeight": "UIFont.Weight",
            "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
            "UIFontDescriptorAttributeName": "UIFontDescriptor.AttributeName",
            "UIFontDescriptorTraitKey": "UIFontDescriptor.TraitKey",
            "NSAttributedStringKey": "NSAttributedString.Key",
            // Application, windows, keyboard
            "UIApplicationState": "UIApplication.State",
            "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
            "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
            "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString",
            "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
            "UIWindowLevel": "UIWindow.Level",
            "UIWindowLevelNormal": "UIWindow.Level.normal",
            "UIWindowLevelAlert": "UIWindow.Level.alert",
            "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
            "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
            "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
            "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
            "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
            "UIKeyboardIsLocalUserInfoKey": "UIResponder.keyboardIsLocalUserInfoKey",
            // Auto Layout
            "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
            "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
            "NSLayoutRelation": "NSLayoutConstraint.Relation",
            "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
            "UILayoutPriorityRequired": "UILayoutPriority.required",
            "UILayoutPriorityDefaultHigh": "UILayoutPriority.defaultHigh",
            "UILayoutPriorityDefaultLow": "UILayoutPriority.defaultLow",
            "UILayoutPriorityFittingSizeLevel": "UILayoutPriority.fittingSizeLevel",
            // Core Graphics and UIKit geometry constants (Swift 3)
            "CGRectZero": "CGRect.zero",
            "CGRectNull": "CGRect.null",
            "CGRectInfinite": "CGRect.infinite",
            "CGPointZero": "CGPoint.zero",
            "CGSizeZero": "CGSize.zero",
            "CGAffineTransformIdentity": "CGAffineTransform.identity",
            "UIEdgeInsetsZero": "UIEdgeInsets.zero",
            "UIOffsetZero": "UIOffset.zero",
        ]
        // Core Animation's string constants, typed in Swift 4.2: kCA<Prefix><Case> → <Type>.<case>.
        let coreAnimation: [(prefix: String, type: String, cases: [String])] = [
            ("kCAMediaTimingFunction", "CAMediaTimingFunctionName", ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]),
            ("kCAFillMode", "CAMediaTimingFillMode", ["Forwards", "Backwards", "Both", "Removed"]),
            ("kCATransition", "CATransitionType", ["Fade", "MoveIn", "Push", "Reveal"]),
            ("kCATransition", "CATransitionSubtype", ["FromRight", "FromLeft", "FromTop", "FromBottom"]),
            ("kCAAnimation", "CAAnimationCalculationMode", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"]),
            ("kCAAnimation", "CAAnimationRotationMode", ["RotateAuto", "RotateAutoReverse"]),
            (
                "kCAGravity", "CALayerContentsGravity",
                [
                    "Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight",
                    "BottomLeft", "BottomRight", "Resize", "ResizeAspect", "ResizeAspectFill",
                ]
            ),
            ("kCAFilter", "CALayerContentsFilter", ["Linear", "Nearest", "Trilinear"]),
            ("kCALineCap", "CAShapeLayerLineCap", ["Butt", "Round", "Square"]),
            ("kCALineJoin", "CAShapeLayerLineJoin", ["Miter", "Round", "Bevel"]),
            ("kCAFillRule", "CAShapeLayerFillRule", ["NonZero", "EvenOdd"]),
            ("kCAGradientLayer", "CAGradientLayerType", ["Axial", "Radial", "Conic"]),
            ("kCAAlignment", "CATextLayerAlignmentMode", ["Natural", "Left", "Right", "Center", "Justified"]),
        ]
        for family in coreAnimation {
            for name in family.cases { names[family.prefix + name] = "\(family.type).\(lowercasingFirst(name))" }
        }
        // Swift 3 global constants that are members today: <Prefix><Case><Suffix> → <Type>.<case>.
        let constants: [(prefix: String, suffix: String, type: String, cases: [String])] = [
            (
                "NS", "AttributeName", "NSAttributedString.Key",
                [
                    "ForegroundColor", "Font", "BackgroundColor",
                    "ParagraphStyle", "Kern", "StrokeColor", "StrokeWidth", "Shadow", "UnderlineStyle", "BaselineOffset", "Link",
                ]
            ),
            (
                "UIFontWeight", "", "UIFont.Weight",
                [
                    "UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold",
                    "Heavy", "Black",
                ]
            ),
            (
                "UIAccessibilityTrait", "", "UIAccessibilityTraits",
                [
                    "None", "Button", "Link", "Header", "Image", "Selected",
                    "StaticText", "NotEnabled", "Adjustable",
                ]
            ),
        ]
        for family in constants {
            for name in family.cases { names[family.prefix + name + family.suffix] = "\(family.type).\(lowercasingFirst(name))" }
        }
        // Notification names also had global constants before Swift 3 (`UIKeyboardWillShowNotification`).
        for (name, replacement) in notificationNames { names[name + "Notification"] = replacement }
        return names
    }()

    /// Notification names written `.UIKeyboardWillShow` or `NSNotification.Name.UIKeyboardWillShow`
    /// (Swift 3 and 4), and their Swift 4.2 spelling.
    static let notificationNames: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UIApplicationDidChangeStatusBarOrientation": "UIApplication.didChangeStatusBarOrientationNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
        "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification",
    ]

    /// Properties renamed in Swift 4.2 (read through a member access or as a bare name in a subclass).
    static let properties: [String: String] = [
        "childViewControllers": "children",
        "isMovingToParentViewController": "isMovingToParent",
        "isMovingFromParentViewController": "isMovingFromParent",
    ]

    /// Methods renamed in Swift 4.2, with their argument labels; applied to calls and to overrides.
    static let methods: [MethodRename] = [
        MethodRename("removeFromParentViewController", [], to: "removeFromParent", []),
        MethodRename("addChildViewController", [nil], to: "addChild", [nil]),
        MethodRename("didMove", ["toParentViewController"], to: "didMove", ["toParent"]),
        MethodRename("willMove", ["toParentViewController"], to: "willMove", ["toParent"]),
        MethodRename("bringSubview", ["toFront"], to: "bringSubviewToFront", [nil]),
        MethodRename("sendSubview", ["toBack"], to: "sendSubviewToBack", [nil]),
    ]

    /// Free functions that became initializers, methods or properties. In a template `$0`, `$1` … stand
    /// for the call's arguments; a template starting with `$0.` makes the first argument the receiver.
    static let functions: [String: String] = [
        "UIEdgeInsetsMake": "UIEdgeInsets(top: $0, left: $1, bottom: $2, right: $3)",
        "UIEdgeInsetsInsetRect": "$0.inset(by: $1)",
        "UIEdgeInsetsEqualToEdgeInsets": "($0 == $1)",
        "UIOffsetMake": "UIOffset(horizontal: $0, vertical: $1)",
        "CGRectMake": "CGRect(x: $0, y: $1, width: $2, height: $3)",
        "CGPointMake": "CGPoint(x: $0, y: $1)",
        "CGSizeMake": "CGSize(width: $0, height: $1)",
        "CGVectorMake": "CGVector(dx: $0, dy: $1)",
        "CGAffineTransformMakeScale": "CGAffineTransform(scaleX: $0, y: $1)",
        "CGAffineTransformMakeTranslation": "CGAffineTransform(translationX: $0, y: $1)",
        "CGAffineTransformMakeRotation": "CGAffineTransform(rotationAngle: $0)",
        "CGAffineTransformScale": "$0.scaledBy(x: $1, y: $2)",
        "CGAffineTransformTranslate": "$0.translatedBy(x: $1, y: $2)",
        "CGAffineTransformRotate": "$0.rotated(by: $1)",
        "CGAffineTransformConcat": "$0.concatenating($1)",
        "CGAffineTransformInvert": "$0.inverted()",
        "CGAffineTransformIsIdentity": "$0.isIdentity",
        "CGRectGetMinX": "$0.minX",
        "CGRectGetMidX": "$0.midX",
        "CGRectGetMaxX": "$0.maxX",
        "CGRectGetMinY": "$0.minY",
        "CGRectGetMidY": "$0.midY",
        "CGRectGetMaxY": "$0.maxY",
        "CGRectGetWidth": "$0.width",
        "CGRectGetHeight": "$0.height",
        "CGRectInset": "$0.insetBy(dx: $1, dy: $2)",
        "CGRectOffset": "$0.offsetBy(dx: $1, dy: $2)",
        "CGRectContainsPoint": "$0.contains($1)",
        "CGRectContainsRect": "$0.contains($1)",
        "CGRectIntersectsRect": "$0.intersects($1)",
        "CGRectEqualToRect": "($0 == $1)",
        "UIImagePNGRepresentation": "$0.pngData()",
        "UIImageJPEGRepresentation": "$0.jpegData(compressionQuality: $1)",
        "UIAccessibilityIsVoiceOverRunning": "UIAccessibility.isVoiceOverRunning",
        "UIAccessibilityIsReduceMotionEnabled": "UIAccessibility.isReduceMotionEnabled",
        "UIAccessibilityPostNotification": "UIAccessibility.post(notification: $0, argument: $1)",
    ]

    private static func lowercasingFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// A method whose base name or argument labels changed (`nil` is an unlabeled argument).
struct MethodRename: Sendable {
    let name: String
    let labels: [String?]
    let newName: String
    let newLabels: [String?]

    init(_ name: String, _ labels: [String?], to newName: String, _ newLabels: [String?]) {
        self.name = name
        self.labels = labels
        self.newName = newName
        self.newLabels = newLabels
    }
}
