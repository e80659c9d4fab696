import Foundation
import LayercastGraphics

// How constraint-based layout joins the toolkit's layout pass: the update-constraints pass and
// the engine's solution run in `layoutSublayers(of:)` before `layoutSubviews()` (and in
// `layoutIfNeeded()`), as UIKit applies the engine before `layoutSubviews`; hierarchy and
// geometry changes tell the engine what moved.

/// A view's baselines as `minY + heightFactor · height + offset`.
struct BaselineLine: Equatable {
    var heightFactor: CGFloat
    var offset: CGFloat
}

extension UIView {
    /// The size `systemLayoutSizeFitting(_:)` aims at for the smallest fitting size.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` aims at for the largest fitting size.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: - The update-constraints pass

    // MARK: - Joining the layout pass

    /// Called by `layoutSublayers(of:)` before `layoutSubviews()`: brings the hierarchy's
    /// constraint solution up to date and sets the frames it decides, and tells the view about
    /// a changed safe area.
    func autoLayoutWillLayoutSubviews() {
        layoutEngineForReading?.update()
        if autoLayoutStorage?.reportedSafeAreaInsets ?? .zero != .zero || window?.screen?.safeAreaInsets ?? .zero != .zero
            || hasSafeAreaExtrasInChain {
            reportSafeAreaChanges(recursively: false)
        }
    }

    /// Called by `layoutIfNeeded()` first: the update pass and the solution, so the frames the
    /// constraints decide are set inside the caller's animation block.
    func updateConstraintBasedLayoutIfNeeded() {
        layoutEngineForReading?.update()
    }

    /// Called by the geometry setters: a frame set in code on a view whose frame is translated
    /// into constraints updates those constraints in the next pass.
    func autoLayoutFrameDidChange() {
        guard autoLayoutStorage?.isInLayoutEngine == true, translatesAutoresizingMaskIntoConstraints,
              let engine = layoutEngineForReading, !engine.isApplyingFrames,
              let entry = engine.entries[ObjectIdentifier(self)] else { return }
        entry.autoresizingDirty = true
        engine.needsRefresh = true
        (superview ?? self).setNeedsLayout()
    }

    /// Called before the view leaves `oldSuperview`: as in UIKit, constraints held above the
    /// view that tie its subtree to views outside it are removed, and the old hierarchy's
    /// engine drops what it no longer needs in its next pass.
    func autoLayoutWillLeave(_ oldSuperview: UIView) {
        guard let engine = oldSuperview.layoutEngineForReading else { return }
        oldSuperview.deactivateConstraints { constraint in
            [constraint.firstView, constraint.secondView].contains { $0?.isDescendant(of: self) == true }
        }
        engine.structureDirty = true
        oldSuperview.setNeedsLayout()
    }

    /// Called after the view joined a superview (or left one): a subtree that uses Auto Layout
    /// hands its constraints to the new hierarchy's engine (an engine it had as a topmost view
    /// is dropped), and views waiting for `updateConstraints()` wait in the new engine.
    func autoLayoutDidMove() {
        if superview != nil, autoLayoutStorage?.engine != nil { autoLayout.engine = nil }
        var pending: [UIView] = []
        guard usesAutoLayoutInSubtree(pending: &pending) else { return }
        let engine = layoutEngine
        engine.structureDirty = true
        engine.pendingUpdateConstraints += pending
        (superview ?? self).setNeedsLayout()
    }

    /// Whether any view of the subtree holds constraints, is placed by them, or wants
    /// `updateConstraints()` (those are added to `pending`).
    private func usesAutoLayoutInSubtree(pending: inout [UIView]) -> Bool {
        var uses = false
        if type(of: self).requiresConstraintBasedLayout, autoLayoutStorage?.didRunInitialUpdate != true {
            autoLayout.didRunInitialUpdate = true
            autoLayout.needsUpdateConstraints = true
        }
        if let storage = autoLayoutStorage {
            if storage.needsUpdateConstraints { pending.append(self) }
            uses = !storage.constraints.isEmpty || !storage.translatesAutoresizingMask || storage.needsUpdateConstraints
        }
        for subview in subviews where subview.usesAutoLayoutInSubtree(pending: &pending) { uses = true }
        return uses
    }

    // MARK: - Fitting size

    /// The size the view's constraints give it, as close to `targetSize` as they allow at the
    /// fitting priority (50): `layoutFittingCompressedSize` asks for the smallest size.
    func constraintFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, mode: .fitting(target: targetSize, horizontal: horizontal, vertical: vertical))
        engine.update()
        return engine.rootSize
    }

    // MARK: - Ambiguity

    func hasAmbiguousLayout(along axis: NSLayoutConstraint.Axis) -> Bool {
        guard let engine = layoutEngineForReading else { return false }
        engine.update()
        return engine.isAmbiguous(self, along: axis)
    }

    // MARK: - What intrinsic sizes depend on

    /// Whether the intrinsic size follows the view's width (a wrapping label without
    /// `preferredMaxLayoutWidth`): the engine reads it again after setting a new width.
    var intrinsicSizeDependsOnWidth: Bool {
        guard let label = self as? UILabel else { return false }
        return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
    }

    /// Where the first and last baselines are: a label's text is centred vertically, so its
    /// baselines are measured from its middle; views without text have theirs at the bottom.
    var baselineLayout: (first: BaselineLine, last: BaselineLine) {
        let label: UILabel?
        var shift: CGFloat = 0
        if let view = self as? UILabel {
            label = view
        } else if let button = self as? UIButton, let title = button.titleLabel, !title.isHidden, !(title.text ?? "").isEmpty {
            label = title
            shift = (button.contentEdgeInsets.top - button.contentEdgeInsets.bottom) / 2
        } else {
            label = nil
        }
        guard let label, let font = label.font else {
            return (BaselineLine(heightFactor: 1, offset: 0), BaselineLine(heightFactor: 1, offset: 0))
        }
        let textHeight = label.intrinsicContentSize.height
        return (BaselineLine(heightFactor: 0.5, offset: shift - textHeight / 2 + font.ascender),
                BaselineLine(heightFactor: 0.5, offset: shift + textHeight / 2 - (font.lineHeight - font.ascender)))
    }
}

extension UIView {
    /// Called when `isHidden` changed: a stack view collapses or restores the arranged subview.
    func autoLayoutHiddenDidChange() {
        (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }
}
