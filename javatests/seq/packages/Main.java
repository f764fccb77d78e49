// Classes in named packages (subdirectories): public, package-private and
// protected access across packages, a static import, a package-private
// class used only inside its package, a protected method called from a
// subclass in another package, and class names with packages.
import static com.example.util.Strings.shout;

import com.example.model.Account;
import com.example.model.SavingsAccount;
import com.example.util.Strings;

public class Main {
    static class Audited extends Account {
        Audited(String owner) {
            super(owner);
        }

        String audit() {
            return "audit: " + describeProtected();
        }
    }

    public static void main(String[] args) {
        Account a = new Account("ann");
        a.deposit(100);
        SavingsAccount s = new SavingsAccount("bob", 5);
        s.deposit(200);
        s.addInterest();
        System.out.println(a + " | " + s);
        System.out.println(shout("static import") + " " + Strings.count());
        System.out.println(new Audited("carl").audit());
        System.out.println("names: " + a.getClass().getName() + " " + s.getClass().getSimpleName() + " " + Strings.class.getPackageName());
        try {
            a.withdraw(1000);
        } catch (IllegalStateException e) {
            System.out.println("withdraw: " + e.getMessage());
        }
    }
}
