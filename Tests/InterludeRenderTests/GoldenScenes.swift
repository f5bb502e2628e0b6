import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Mid-transition scenes built from plain views and `UIView.animate`, for golden frames.
/// Each returns its window with the clock advanced to `progress` of a 1 s animation.
@MainActor
enum GoldenScenes {
    static let size = CGSize(width: 180, height: 320)

    /// A photo-like image drawn in code: sky gradient bands, a sun, hills.
    static func artwork(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in
            let bands = 8
            for i in 0..<bands {
                UIColor(hue: 0.55 + 0.02 * CGFloat(i), saturation: 0.5, brightness: 1 - 0.05 * CGFloat(i), alpha: 1).setFill()
                ctx.fill(
                    CGRect(
                        x: 0, y: size.height * CGFloat(i) / CGFloat(bands), width: size.width,
                        height: size.height / CGFloat(bands) + 1))
            }
            UIColor.systemYellow.setFill()
            UIBezierPath(
                ovalIn: CGRect(x: size.width * 0.6, y: size.height * 0.15, width: size.height * 0.3, height: size.height * 0.3)
            ).fill()
            UIColor.systemGreen.setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: size.height))
            hill.addQuadCurve(
                to: CGPoint(x: size.width, y: size.height * 0.7), controlPoint: CGPoint(x: size.width * 0.4, y: size.height * 0.3)
            )
            hill.addLine(to: CGPoint(x: size.width, y: size.height))
            hill.close()
            hill.fill()
        }
    }

    /// A full-screen "controller" view: navigation bar with a title, an image, two labels.
    static func controllerView(title: String, tint: UIColor, frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 44))
        bar.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let titleLabel = UILabel(frame: bar.bounds)
        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        bar.addSubview(titleLabel)
        view.addSubview(bar)
        let image = UIImageView(image: artwork(size: CGSize(width: 160, height: 100)))
        image.frame = CGRect(x: 10, y: 54, width: frame.width - 20, height: 110)
        image.contentMode = .scaleAspectFill
        image.layer.cornerRadius = 10
        image.clipsToBounds = true
        view.addSubview(image)
        let heading = UILabel(frame: CGRect(x: 10, y: 172, width: frame.width - 20, height: 24))
        heading.text = "\(title) details"
        heading.font = .boldSystemFont(ofSize: 20)
        heading.textColor = tint
        view.addSubview(heading)
        let body = UILabel(frame: CGRect(x: 10, y: 200, width: frame.width - 20, height: 80))
        body.text = "A transition is animations on layers plus bookkeeping of which controller owns which view."
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 13)
        body.textColor = .darkGray
        view.addSubview(body)
        return view
    }

    private static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        return window
    }

    /// A navigation push: the new controller slides in from the right with a shadow over the old
    /// one, which moves a third of the way left under a dimming view.
    static func navigationPush(progress: Double) -> UIWindow {
        let window = window()
        let from = controllerView(title: "Inbox", tint: .systemBlue, frame: window.bounds)
        window.addSubview(from)
        let dim = UIView(frame: window.bounds)
        dim.backgroundColor = .black
        dim.alpha = 0
        window.addSubview(dim)
        let to = controllerView(title: "Message", tint: .systemPink, frame: window.bounds.offsetBy(dx: size.width, dy: 0))
        to.layer.shadowOpacity = 0.3
        to.layer.shadowRadius = 6
        to.layer.shadowOffset = CGSize(width: -2, height: 0)
        window.addSubview(to)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveEaseInOut],
            animations: {
                from.center.x -= size.width / 3
                dim.alpha = 0.1
                to.center.x -= size.width
            })
        window.advance(by: progress)
        return window
    }

    /// A modal sheet rising over a controller whose backdrop blurs (effect nil → light) and that
    /// shrinks back, as in seed 003's blur animation.
    static func blurredSheet(progress: Double) -> UIWindow {
        let window = window()
        let base = controllerView(title: "Home", tint: .systemGreen, frame: window.bounds)
        window.addSubview(base)
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = window.bounds
        window.addSubview(blur)
        let sheet = UIView(frame: CGRect(x: 10, y: size.height, width: size.width - 20, height: 180))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 14
        sheet.layer.shadowOpacity = 0.25
        sheet.layer.shadowRadius = 10
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: sheet.bounds.width, height: 60))
        label.text = "Sheet"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 22, weight: .medium)
        sheet.addSubview(label)
        blur.contentView.addSubview(sheet)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveEaseOut],
            animations: {
                blur.effect = UIBlurEffect(style: .light)
                base.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
                sheet.frame.origin.y = size.height - 200
            })
        window.advance(by: progress)
        return window
    }

    /// A card flip: the front turns away about the y axis in perspective while the back fades in.
    static func flip(progress: Double) -> UIWindow {
        let window = window()
        window.backgroundColor = UIColor(white: 0.2, alpha: 1)
        let container = UIView(frame: CGRect(x: 20, y: 60, width: 140, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        container.layer.sublayerTransform = perspective
        window.addSubview(container)
        let front = controllerView(title: "Front", tint: .systemOrange, frame: container.bounds)
        front.layer.cornerRadius = 12
        front.clipsToBounds = true
        container.addSubview(front)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                front.layer.transform = CATransform3DMakeRotation(.pi / 2 * 0.999, 0, 1, 0)
                front.alpha = 0.6
            })
        window.advance(by: progress)
        return window
    }
}
