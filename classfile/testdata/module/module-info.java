// A named module: module-info.class has ACC_MODULE, no super class, and a
// Module attribute referring to Module and Package constants.
module testmod {
    requires java.logging;
    exports p;
    uses java.lang.Runnable;
    provides java.lang.Runnable with p.A;
}
