import Foundation
import LayercastGraphics

// UIKit's console messages about constraints, written to the application's
// `layoutLogHandler` (standard error for a hierarchy outside any application).

extension LayoutEngine {
    /// Writes `message` to the log of `view`'s application.
    static func log(for view: UIView?, _ message: String) {
        if let handler = view?.window?.screen?.application?.layoutLogHandler {
            handler(message)
        } else {
            writeToStandardError(message)
        }
    }

    /// The default log: standard error, as UIKit's messages go to the console.
    static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Logs UIKit's message for a required constraint that cannot be satisfied, naming the
    /// smallest set of required constraints it conflicts with; the engine recovers by leaving
    /// `broken` out of the solver (it stays active, as in UIKit, and is tried again when its
    /// constant changes). UIKit picks the constraint to break by its own rules; Layercast
    /// breaks the one that was being added or changed.
    func reportUnsatisfiable(_ broken: LayoutSolver.Constraint) {
        let conflict = solver.conflictingConstraints(with: broken)
        let lines = conflict.map { describe($0) }
        let mentionsAutoresizing = conflict.contains {
            if case let .implicit(_, kind)? = owners[ObjectIdentifier($0)] { return kind.isAutoresizing }
            return false
        }
        var message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if mentionsAutoresizing {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(describe(broken))\n\n"
        message += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        brokenConstraintCount += 1
        Self.log(for: root, message)
    }

    /// The UIKit-style description of what a solver constraint stands for.
    func describe(_ constraint: LayoutSolver.Constraint) -> String {
        switch owners[ObjectIdentifier(constraint)] {
        case let .explicit(layoutConstraint)?:
            return layoutConstraint.description
        case let .implicit(entry, kind)?:
            return describeImplicit(entry, kind, constraint)
        case nil:
            return "<LayoutSolver.Constraint \(constraint)>"
        }
    }

    private func describeImplicit(_ entry: LayoutItemEntry, _ kind: ImplicitConstraintKind, _ constraint: LayoutSolver.Constraint) -> String {
        let address = NSLayoutConstraint.address(of: constraint)
        let item = NSLayoutConstraint.describe(entry.item)
        let fmt = NSLayoutConstraint.format
        let value = fmt(CGFloat(-constraint.expression.constant))
        switch kind {
        case .rootWidth, .rootHeight:
            let name = kind == .rootWidth ? "Width" : "Height"
            return "<NSLayoutConstraint:\(address) 'UIView-Encapsulated-Layout-\(name)' \(item).\(name.lowercased()) == \(value)   (active)>"
        case .autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight:
            let view = entry.item as? UIView
            let attribute = [.autoresizingX: "minX", .autoresizingWidth: "width", .autoresizingY: "minY",
                             .autoresizingHeight: "height"][kind]!
            var equation = "\(item).\(attribute) == "
            if constraint.expression.terms.count > 1, let superview = view?.superview {
                let share = -constraint.expression.terms[1].coefficient
                let dimension = kind == .autoresizingX || kind == .autoresizingWidth ? "width" : "height"
                equation += "\(share == 1 ? "" : fmt(CGFloat(share)) + "*")\(NSLayoutConstraint.describe(superview)).\(dimension)"
                let c = -constraint.expression.constant
                if c != 0 { equation += c < 0 ? " - \(fmt(CGFloat(-c)))" : " + \(fmt(CGFloat(c)))" }
            } else {
                equation += value
            }
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(view?.autoresizingMaskCode ?? "") \(equation)   (active)>"
        case .hugWidth, .compressWidth, .hugHeight, .compressHeight:
            let view = entry.item as? UIView
            let horizontal = kind == .hugWidth || kind == .compressWidth
            let axis = horizontal ? 0 : 1
            let hug = view?.autoLayoutStorage?.hugging[axis] ?? .defaultLow
            let resist = view?.autoLayoutStorage?.compressionResistance[axis] ?? .defaultHigh
            return "<NSContentSizeLayoutConstraint:\(address) \(item).\(horizontal ? "width" : "height") == \(value) "
                + "Hug:\(fmt(CGFloat(hug.rawValue))) CompressionResistance:\(fmt(CGFloat(resist.rawValue)))   (active)>"
        case .guideX, .guideY, .guideWidth, .guideHeight:
            let guide = entry.item as? UILayoutGuide
            let edge = [.guideX: "left", .guideY: "top", .guideWidth: "width", .guideHeight: "height"][kind]!
            let name = guide?.kind == .safeArea ? "UIViewSafeAreaLayoutGuide-\(edge)" : "UIView-\(edge)Margin-guide-constraint"
            return "<NSLayoutConstraint:\(address) '\(name)' \(item).\(edge) == \(NSLayoutConstraint.describe(guide?.owningViewStorage)).\(edge)   (active)>"
        case .firstBaseline, .lastBaseline:
            return "<NSLayoutConstraint:\(address) '\(kind == .firstBaseline ? "firstBaseline" : "lastBaseline")' \(item)   (active)>"
        }
    }
}

extension ImplicitConstraintKind {
    var isAutoresizing: Bool {
        [.autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight].contains(self)
    }
}

extension UIView {
    /// UIKit's shorthand for an autoresizing mask in constraint descriptions: `h=` and `v=`
    /// then, per axis, the leading margin, the length and the trailing margin, `&` flexible and
    /// `-` fixed (a mask without flexible parts keeps the trailing margin flexible: `--&`).
    var autoresizingMaskCode: String {
        let mask = autoresizingMask
        func code(_ lead: Bool, _ length: Bool, _ trail: Bool) -> String {
            guard lead || length || trail else { return "--&" }
            return (lead ? "&" : "-") + (length ? "&" : "-") + (trail ? "&" : "-")
        }
        return "h=" + code(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + code(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }
}
